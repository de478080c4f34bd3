// Authentication. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { commonMessages } from './common';

// ---------------------------------------------------------------------------
// Authentication (01 §2, 02 §8)
// ---------------------------------------------------------------------------

export const authMessages = {
  // Page titles
  loginTitle: 'Log in', // ours
  signUpTitle: 'Create your account', // ours
  forgotPasswordTitle: 'Forgot your password?', // ours
  resetPasswordTitle: 'Set a new password', // ours
  verifyEmailTitle: 'Verify your email', // ours
  verifyNewEmailTitle: 'Verify your new email', // ours

  // Buttons and links
  loginButton: 'Log in', // ours
  signUpButton: 'Sign up', // ours
  sendResetLink: 'Send reset link', // ours
  updatePassword: 'Update password', // ours
  resendVerification: 'Resend verification email', // ours
  forgotPasswordLink: 'Forgot password?', // ours
  noAccountLink: "Don't have an account? Sign up", // ours
  haveAccountLink: 'Already have an account? Log in', // ours
  backToLogin: 'Back to log in', // ours
  logout: 'Log out', // ours
  signingIn: 'Signing in...', // ours

  // "Check your inbox" results. Sign-up with an existing email shows the
  // same result as a fresh sign-up (no account enumeration).
  checkInboxTitle: 'Check your inbox', // ours
  signUpCheckInbox: (email: string) => `We've sent an email to ${email}. Follow the link inside to continue.`, // ours
  resetCheckInbox: (email: string) =>
    `If an account exists for ${email}, we've sent a link to reset your password.`, // ours
  verificationSent: 'Verification email sent. Check your inbox.', // ours

  // Email verification (02 §8)
  emailVerified: 'Email verified!',
  emailNotVerified: 'Email is not verified',
  verifyLinkInvalid: 'This verification link is invalid or has expired.', // ours
  verifySetPasswordExplainer:
    'To finish, choose the password for this account. Anyone else signed in to it will be signed out.', // ours
  sessionsTitle: 'Signed-in devices', // ours
  sessionsText:
    'Signed in somewhere you no longer use, or on a shared computer? This ends every session of your account, this one included, and your private calendar link stops working.', // ours
  signOutEverywhere: 'Sign out everywhere', // ours
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.', // ours
  verifySetPasswordRequired: 'Choose a password to finish confirming your address.', // ours
  confirmAndSetPassword: 'Confirm and set password', // ours

  // Passwords
  emailRequired: 'Email is required', // ours
  passwordRequired: 'Password is required', // ours
  passwordRules: 'Password must be 8 to 128 characters.', // ours
  passwordHint: 'At least 8 characters.', // ours
  passwordsDoNotMatch: 'Passwords do not match', // ours
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.', // ours
  passwordUpdated: 'Your password has been updated. You can now log in.', // ours

  // Sign-out (02 §8)
  logoutError: 'Error during logout. You have been signed out.',
  notSignedIn: 'Your session has ended. Please log in again.', // ours
  checkVerification: "I've verified my email", // ours
  confirmEmailButton: 'Confirm my email', // ours
  verifyEmailExplainer: (email: string) =>
    `We sent a verification link to ${email}. Open it to confirm your address, then come back here.`, // ours
  verifyEmailVisitor: 'Open the link in the email we sent you to confirm your address.', // ours
  loggedOut: 'You have been signed out.', // ours (login page with ?logout=true)

  /**
   * Login error mapping (02 §8): email not found and wrong password/invalid
   * email -> invalidUser; too many requests -> networkError; popup closed ->
   * cancelledByUser; unverified email -> noPasswordSet; others -> unknown.
   */
  /** The form's anti-CSRF token is missing or is not this browser's (lib/auth/csrf.ts). */
  formExpired: 'This form has expired or was not opened on this site. Reload the page and try again.', // ours
  loginErrors: {
    invalidUser: 'Invalid email or password.', // ours
    networkError: 'Network error. Please wait a moment and try again.', // ours
    busy: 'Too many sign-in attempts on this account or from your network at the same moment, so this one was not checked. Please wait a minute and try again.', // ours
    cancelledByUser: 'Sign-in was cancelled.', // ours
    noPasswordSet: 'This account has no password yet. Use "Forgot password" to set one.', // ours
    unknown: commonMessages.somethingWentWrong, // ours
  },
} as const;
