// Forms and waivers (issue 18 §3; routes in 02 "Full route table"). The specs give no texts for these screens, so
// every string here is ours (see lib/messages/index.ts).
import { commonMessages } from './common';

type FieldTypeKey =
  | 'text'
  | 'long-text'
  | 'email'
  | 'phone'
  | 'number'
  | 'date'
  | 'select'
  | 'multi-select'
  | 'checkbox'
  | 'file'
  | 'waiver'
  | 'signature';

const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const formMessages = {
  // list
  listTitle: 'Forms', // ours
  listIntro: 'Registration forms, waivers and fees for your teams and events.', // ours
  newForm: 'New form', // ours
  noFormsTitle: 'No forms yet', // ours
  noFormsText: 'Build a registration form or a waiver, share its link, and every submission lands here.', // ours
  submissionsCount: (n: number) => `${n} ${n === 1 ? 'submission' : 'submissions'}`, // ours
  versionLabel: (n: number) => `Version ${n}`, // ours
  waiverBadge: 'Waiver', // ours
  closedBadge: 'Closed', // ours
  openBadge: 'Open', // ours
  free: 'Free', // ours
  editForm: 'Edit', // ours
  viewSubmissions: 'Submissions', // ours
  openForm: 'Open form', // ours
  copyLink: 'Copy link', // ours
  linkCopied: 'Link copied', // ours
  mySubmissionsTitle: 'My submissions', // ours
  noMySubmissions: 'Forms you fill in appear here, with what is left to pay.', // ours

  // builder
  buildTitle: 'Build a form', // ours
  editTitle: 'Edit form', // ours
  backToForms: 'Back to forms', // ours
  titleLabel: 'Title', // ours
  descriptionLabel: 'Description', // ours
  descriptionHint: 'Shown at the top of the form.', // ours
  fieldsHeading: 'Fields', // ours
  fieldsHint: 'Drag a field by its handle, or focus the handle and use the arrow keys, to change the order.', // ours
  addField: 'Add field', // ours
  fieldType: 'Type', // ours
  fieldLabel: 'Label', // ours
  fieldHelp: 'Help text', // ours
  fieldRequired: 'Required', // ours
  fieldOptions: 'Options (one per line)', // ours
  waiverTextLabel: 'Waiver text', // ours
  waiverTextHint: 'Blank lines start a new paragraph. Signers must scroll to the end before they can accept.', // ours
  moveUp: (label: string) => `Move ${label} up`, // ours
  moveDown: (label: string) => `Move ${label} down`, // ours
  dragHandle: (label: string) => `Reorder ${label}. Use the up and down arrow keys.`, // ours
  removeField: (label: string) => `Remove ${label}`, // ours
  moved: (label: string, position: number, total: number) =>
    `${label} moved to position ${position} of ${total}`, // ours
  settingsHeading: 'Settings', // ours
  teamLabel: 'Team', // ours
  noTeam: 'No team', // ours
  seasonLabel: 'Season', // ours
  noSeason: 'No season', // ours
  priceLabel: 'Price (USD)', // ours
  priceHint: 'Leave at 0 for a free form.', // ours
  depositLabel: 'Deposit (USD)', // ours
  depositHint: 'Optional: paid first; the rest is paid later as the balance.', // ours
  opensAtLabel: 'Opens', // ours
  closesAtLabel: 'Closes', // ours
  capacityLabel: 'Capacity', // ours
  capacityHint: 'Most submissions accepted. Leave empty for no limit.', // ours
  audienceLabel: 'Who may fill it in', // ours
  audience: { ANYONE: 'Anyone signed in', TEAM_MEMBERS: 'Members of the team' } as Record<string, string>, // ours
  closedLabel: 'Closed to new submissions', // ours
  saveForm: 'Save form', // ours
  saving: 'Saving...', // ours
  created: 'Form created', // ours
  saved: 'Form saved', // ours
  savedNewVersion: (n: number) => `Form saved as version ${n}; earlier submissions keep their version.`, // ours
  versionNote: (n: number) =>
    `This form has submissions: saving changed fields creates version ${n + 1}. Earlier submissions keep the fields they answered.`, // ours
  saveFailed: 'Could not save the form. Please try again.', // ours
  fieldTypeLabel: {
    text: 'Short text',
    'long-text': 'Long text',
    email: 'E-mail',
    phone: 'Phone',
    number: 'Number',
    date: 'Date',
    select: 'Choice',
    'multi-select': 'Multiple choice',
    checkbox: 'Checkbox',
    file: 'File upload',
    waiver: 'Waiver',
    signature: 'Signature',
  } satisfies Record<FieldTypeKey, string>, // ours
  defaultOption: (n: number) => `Option ${n}`, // ours

  // builder validation
  titleRequired: 'Give the form a title', // ours
  labelRequired: 'Give the field a label', // ours
  optionEmpty: 'Options cannot be empty', // ours
  optionsRequired: 'Add at least one option', // ours
  optionsUnique: 'Each option must be different', // ours
  waiverTextRequired: 'Write the waiver text', // ours
  fieldsRequired: 'Add at least one field', // ours
  duplicateField: 'Two fields have the same id', // ours
  waiverNeedsSignature: 'A waiver needs a signature field for signers to sign it', // ours
  tooManyFields: (n: number) => `A form can have at most ${n} fields`, // ours
  tooLong: (n: number) => `At most ${n} characters`, // ours
  invalidAmount: 'Enter an amount like 25 or 25.50', // ours
  depositTooHigh: 'The deposit must be less than the price', // ours
  depositNeedsPrice: 'A deposit needs a price', // ours
  closesBeforeOpens: 'The closing date must be after the opening date', // ours
  invalidCapacity: 'Enter a whole number of at least 1', // ours
  teamMembersNeedTeam: 'Choose a team to limit the form to its members', // ours
  seasonNeedsTeam: 'Choose the season’s team first', // ours
  teamNotManaged: 'You can only attach teams you own or manage', // ours
  seasonNotFound: 'That season is not one of the team’s', // ours
  teamLocked: 'This form has answers, so its team and season can’t change. Make a new form for another team.', // ours

  // fill in
  fillFor: 'Filling in for', // ours
  myself: 'Myself', // ours
  fillForHint: 'You can fill this in for a family member you are the parent or guardian of.', // ours
  priceLine: (cents: number, currency: string) => `Fee: ${money(cents, currency)}`, // ours
  depositLine: (deposit: number, price: number, currency: string) =>
    `Deposit ${money(deposit, currency)} now, ${money(price - deposit, currency)} later`, // ours
  spotsLeft: (n: number) => `${n} ${n === 1 ? 'spot' : 'spots'} left`, // ours
  closesOn: (date: string) => `Closes ${date}`, // ours
  submit: 'Submit', // ours
  submitAndPay: 'Submit and pay', // ours
  submitting: 'Submitting...', // ours
  submitted: 'Thanks! Your form was submitted.', // ours
  submitFailed: 'Could not submit the form. Please try again.', // ours
  fixErrors: 'Please fix the highlighted answers.', // ours
  answerRequired: 'This field is required', // ours
  invalidEmail: 'Enter a valid e-mail address', // ours
  invalidPhone: 'Enter a valid phone number', // ours
  invalidNumber: 'Enter a number', // ours
  invalidDate: 'Enter a valid date', // ours
  chooseOption: 'Choose one of the options', // ours
  mustCheck: 'Please check this box to continue', // ours
  fileRequired: 'Upload a file', // ours
  waiverMustAccept: 'Read the waiver to the end and accept it', // ours
  waiverScrollHint: 'Scroll to the end of the waiver to accept it.', // ours
  waiverAccept: 'I have read and accept this waiver', // ours
  waiverRegion: (label: string) => `${label} (scrollable text)`, // ours
  signatureRequired: 'Sign with your typed name and a drawn signature', // ours
  typedNameRequired: 'Type your full name', // ours
  drawingRequired: 'Draw your signature in the box', // ours
  typedNameLabel: 'Type your full name', // ours
  drawLabel: 'Draw your signature', // ours
  drawHint:
    'Use a mouse, finger or stylus. With a keyboard, focus the box and press Enter to sign with your typed name.', // ours
  clearSignature: 'Clear signature', // ours
  signedOnBehalf: (name: string) => `Signed by a parent or guardian for ${name}`, // ours
  fileChoose: 'Choose file', // ours
  fileHint: 'PDF, JPEG, PNG or WebP, up to 5 MB.', // ours
  fileUploading: 'Uploading...', // ours
  fileUploaded: (name: string) => `Uploaded ${name}`, // ours
  fileRemove: 'Remove file', // ours
  fileTooLarge: 'The file is larger than 5 MB', // ours
  fileWrongType: 'Upload a PDF, JPEG, PNG or WebP file', // ours
  fileUploadFailed: 'The upload failed. Please try again.', // ours
  yes: commonMessages.yes,
  no: commonMessages.no,
  accepted: 'Accepted', // ours
  optional: 'Optional', // ours

  // refusals
  formNotFound: 'Form not found', // ours
  fileNotFound: 'File not found', // ours
  submissionNotFound: 'Submission not found', // ours
  notOpenYet: (date: string) => `This form opens ${date}.`, // ours
  formClosed: 'This form is closed.', // ours
  formFull: 'This form is full.', // ours
  notGuardian: 'You can only fill in forms for family members you are the parent or guardian of.', // ours
  formChanged: 'This form has just been updated. Reload the page to see the current version.', // ours
  alreadySubmitted: 'A submission for this person already exists.', // ours

  // access denied
  accessDeniedTitle: 'You can’t open this form', // ours
  accessDeniedText: 'This form is only for members of its team. Ask the organizer for an invitation.', // ours
  accessDeniedManageText: 'Only the form’s owner can see its submissions.', // ours

  // submissions
  submissionsTitle: 'Submissions', // ours
  searchLabel: 'Search submissions', // ours
  searchPlaceholder: 'Search by name, e-mail or answer', // ours
  statusFilter: 'Payment', // ours
  versionFilter: 'Version', // ours
  allStatuses: 'All payments', // ours
  allVersions: 'All versions', // ours
  exportCsv: 'Export CSV', // ours
  colSubmitted: 'Submitted', // ours
  colParticipant: 'Participant', // ours
  colEmail: 'E-mail', // ours
  colFiledBy: 'Filled in by', // ours
  colVersion: 'Version', // ours
  colStatus: 'Payment', // ours
  colPaid: 'Paid', // ours
  colDue: 'Due', // ours
  noSubmissionsTitle: 'No submissions yet', // ours
  noSubmissionsText: 'Share the form’s link; submissions appear here as they arrive.', // ours
  noMatches: 'No submissions match your search and filters.', // ours
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`, // ours
  sortBy: (column: string) => `Sort by ${column}`, // ours
  paymentStatus: {
    NOT_REQUIRED: 'No fee',
    UNPAID: 'Unpaid',
    PARTIALLY_PAID: 'Partially paid',
    PAID: 'Paid',
    REFUNDED: 'Refunded',
  } as Record<string, string>, // ours

  // one submission
  submissionTitle: (name: string) => `Submission from ${name}`, // ours
  answersHeading: 'Answers', // ours
  signaturesHeading: 'Waiver signatures', // ours
  signedBy: (signer: string, date: string) => `Signed by ${signer} on ${date}`, // ours
  signatureRecord: 'Signature record', // ours
  signerIp: 'IP address', // ours
  signerAgent: 'Browser', // ours
  waiverVersion: (n: number) => `Waiver text of form version ${n}`, // ours
  waiverHash: 'SHA-256 of the text', // ours
  paymentsHeading: 'Payments', // ours
  noPayments: 'No payments yet.', // ours
  paymentKind: { FULL: 'Full fee', DEPOSIT: 'Deposit', BALANCE: 'Balance' } as Record<string, string>, // ours
  paymentState: { PENDING: 'Pending', PAID: 'Paid', REFUNDED: 'Refunded' } as Record<string, string>, // ours
  amountLine: (paid: number, due: number, currency: string) =>
    `${money(paid, currency)} of ${money(due, currency)} paid`, // ours
  addToTeam: (team: string) => `Add to ${team} roster`, // ours
  addedToTeam: (team: string) => `Added to the ${team} roster`, // ours
  alreadyOnTeam: 'Already on the team roster', // ours
  invitedToTeam: (team: string) => `Invited to the ${team} roster. They join once they accept.`, // ours
  alreadyInvited: 'Invited. They join the roster once they accept.', // ours
  inviteToTeam: (team: string) => `Invite to ${team}`, // ours
  inviteHint:
    'They answered a form, not a registration for this team, so they join only once they accept the invitation.', // ours
  teamAddFailed: 'Could not add them to the roster. Please try again.', // ours
  teamAddNotAllowed: 'Only the team’s managers can add players from a form.', // ours
  noTeamForForm: 'This form is not attached to a team.', // ours
  participantUnknown: 'Former user', // ours
  backToSubmissions: 'Back to submissions', // ours
  downloadFile: (name: string) => `Download ${name}`, // ours

  // payments
  payTitle: 'Pay your fee', // ours
  payBalanceTitle: 'Pay the balance', // ours
  payIntro: (title: string) => `For “${title}”`, // ours
  payFull: (amount: string) => `Pay ${amount}`, // ours
  payDeposit: (amount: string) => `Pay deposit of ${amount}`, // ours
  payBalance: (amount: string) => `Pay balance of ${amount}`, // ours
  redirecting: 'Opening checkout...', // ours
  paidInFull: 'Paid in full. Thank you!', // ours
  paymentReceived: 'Payment received. Thank you!', // ours
  paymentPending: 'We are confirming your payment. This page updates in a moment.', // ours
  nothingToPay: 'There is nothing to pay for this submission.', // ours
  balanceDue: (amount: string) => `Balance due: ${amount}`, // ours
  payFailed: 'Payments are unavailable right now. Please try again later.', // ours
  paymentsOff: 'Payments are not set up on this server.', // ours
  platformCharge: 'Paid to Beans on behalf of the organizer.', // ours
  checkoutItem: (title: string, kind: string) => `${title} — ${kind}`, // ours
  receiptSubject: (title: string) => `Receipt: ${title}`, // ours
  receiptIntro: (amount: string, title: string, state: string) =>
    `We received your payment of ${amount} for “${title}”. ${state}`, // ours
  receiptBalanceLeft: (amount: string) => `A balance of ${amount} remains.`, // ours
  receiptPaid: 'Your fee is paid in full.', // ours
  receiptAction: 'View your submission', // ours
  transactionDescription: (title: string, kind: string) => `${title} (${kind})`, // ours
  refundLabel: 'Refund', // ours
  refundButton: 'Refund payments', // ours
  refundTitle: 'Refund this submission?', // ours
  refundText: (amount: string) =>
    `${amount} goes back to the payer’s card and the submission is marked refunded. This cannot be undone.`, // ours
  refundConfirm: 'Refund', // ours
  refunded: (amount: string) => `Refunded ${amount}`, // ours
  nothingToRefund: 'There is no payment to refund.', // ours
  refundFailed: 'The refund did not go through. Please try again.', // ours
  refundSubject: (title: string) => `Refund: ${title}`, // ours
  refundIntro: (amount: string, title: string) => `We refunded ${amount} for “${title}”.`, // ours

  formatMoney: money,
} as const;
