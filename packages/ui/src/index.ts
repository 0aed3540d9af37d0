export { cn } from './lib/cn';
export { focusRing } from './lib/focus-ring';
export { Icon, type IconName, type IconProps, iconVariants } from './lib/icon';
export { Button, type ButtonProps, buttonVariants } from './components/button';
export { Input, type InputProps } from './components/input';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './components/form-field';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Switch, type SwitchProps } from './components/switch';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  type SelectTriggerProps,
  SelectValue,
  selectTriggerVariants,
} from './components/select';
export {
  Dialog,
  DialogClose,
  DialogCloseButton,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './components/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './components/dropdown-menu';
export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './components/popover';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './components/tooltip';
export { Toaster, type ToasterProps } from './components/toast';
export {
  createToastStore,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  ToastOptionsError,
  type ToastStore,
  type ToastStoreOptions,
  type ToastVariant,
  toast,
  toastStore,
} from './lib/toast-store';
export { Tag, type TagProps, type TagVariant, tagVariantNames, tagVariants, toTagVariant } from './components/tag';
export { Spinner, type SpinnerProps } from './components/spinner';
export {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  type DrawerContentProps,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from './components/drawer';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  type BreadcrumbProps,
  BreadcrumbSeparator,
} from './components/breadcrumb';
export { Empty, type EmptyProps } from './components/empty';
export { Panel, type PanelHeadingLevel, type PanelProps, panelVariants } from './components/panel';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export { defaultPaginationLabels, Pagination, type PaginationLabels, type PaginationProps } from './components/pagination';
export { type PageItem, pageItems } from './lib/page-items';
export {
  type ClientPagination,
  defaultTableLabels,
  type ServerPagination,
  Table,
  type TableLabels,
  type TableProps,
  type TableTree,
  type TableVirtualization,
} from './components/table';
export type { ColumnDef, ColumnPinningState, ExpandedState, RowSelectionState, SortingState } from '@tanstack/react-table';
