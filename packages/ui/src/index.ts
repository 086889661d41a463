// Importing any component brings the stylesheet, so remotes booting on their own are styled too.
// The shell also imports '@postulate/ui/tokens.css' directly; webpack injects the file once.
import './tokens.css';

export { Alert, type AlertProps, type AlertTone } from './components/Alert';
export { AvisoCard, type AvisoCardProps } from './avisos/AvisoCard';
export { languageText, placeText, salaryText } from './avisos/aviso-format';
export { rememberSearch, searchReturn, type SearchReturn, type SearchReturnState } from './avisos/search-return';
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Drawer, type DrawerProps } from './components/Drawer';
export { Field, type FieldProps } from './components/Field';
export {
  FilterableSelect,
  type FilterableSelectOption,
  type FilterableSelectProps,
  type MultipleFilterableSelectProps,
  type SingleFilterableSelectProps,
} from './components/FilterableSelect';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './components/Icon';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Input, type InputProps } from './components/Input';
export { FORM_VALIDATION } from './forms';
export { FullPageLoading, Loading, type LoadingProps } from './components/Loading';
export { Logo, type LogoProps } from './components/Logo';
export { MessageModal, type MessageModalButton, type MessageModalProps } from './components/MessageModal';
export { Modal, type ModalProps } from './components/Modal';
export { Pagination, type PaginationProps } from './components/Pagination';
export { Select, type SelectProps } from './components/Select';
export { Spinner } from './components/Spinner';
export { StatusBanner, type SaveStatus, type StatusBannerProps } from './components/StatusBanner';
export { remainingCharacters, Textarea, type TextareaProps } from './components/Textarea';
export { useDocumentTitle, useShownTitle } from './hooks/useDocumentTitle';
export { useIsMobile } from './hooks/useIsMobile';
export { VerifiedBadge } from './company-records/VerifiedBadge';
