// Form inputs the visitor's home does not use: an entry of its own ('@postulate/ui/inputs'), bundled
// by the apps that use them. '@postulate/ui' is a shared federation module, which is not tree-shaken.
export { AmountHint, type AmountHintProps } from '../components/AmountHint';
export { CaptchaField, type CaptchaFieldProps } from '../components/CaptchaField';
export { CuilInput, formatCuilDigits, type CuilInputProps } from '../components/CuilInput';
export { DateInput, formatDateDigits, type DateInputProps } from '../components/DateInput';
export { FilePicker, type FilePickerProps } from '../components/FilePicker';
export { PROVINCE_FIRST_HINT, ProvinceLocalityFields, type ProvinceLocalityFieldsProps } from '../components/ProvinceLocalityFields';
export { SwitchField, type SwitchFieldProps } from '../components/SwitchField';
