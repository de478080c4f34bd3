export { AnswerButtons, type AnswerButtonsProps } from './AnswerButtons';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export {
  Button,
  ButtonLink,
  buttonClasses,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './Button';
export { Card, type CardProps } from './Card';
export { Dialog, type DialogProps } from './Dialog';
export { EmptyIllustration, type EmptyIllustrationKind } from './EmptyIllustration';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export {
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type FormErrorProps,
  type SelectFieldProps,
  type SelectOption,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './Field';
export {
  CardSkeleton,
  PageSkeleton,
  Skeleton,
  type CardSkeletonProps,
  type PageSkeletonProps,
  type SkeletonProps,
} from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export { useAction, type RunActionOptions } from './useAction';
export { useHydrated } from './useHydrated';
export { Switch, type SwitchProps } from './Switch';
export { TabBar, type TabBarItem, type TabBarProps } from './TabBar';
export { TabPanel, Tabs, type TabItem, type TabPanelProps, type TabsProps } from './Tabs';
export {
  DEFAULT_TOAST_DURATION_MS,
  ToastOnMount,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastKind,
  type ToastOnMountProps,
} from './Toast';
