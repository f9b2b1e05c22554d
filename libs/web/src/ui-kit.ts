import type {
  ColorInput as MantineColorInput,
  Menu as MantineMenu,
  MultiSelect as MantineMultiSelect,
  NumberInput as MantineNumberInput,
  Pagination as MantinePagination,
  Popover as MantinePopover,
  ScrollArea as MantineScrollArea,
  Select as MantineSelect,
  Tooltip as MantineTooltip,
} from '@mantine/core';
import { lazyCompound, lazyPart } from './lazy-part';

/**
 * The component library as the whole suite uses it. Shell and remotes import Mantine from
 * here, never from @mantine/* directly: @qrpanel/web is one shared singleton, so every app
 * on the page renders with one Mantine (one theme context, one toast store, one modal
 * stack), and the shared copy holds only what is listed here. Sharing @mantine/core as a
 * package would ship all of its components to every visitor (about 170 KB gzip).
 * A component a screen needs and this list lacks is added here (heavy ones to the
 * lazily loaded part below).
 */
export {
  ActionIcon,
  Alert,
  Anchor,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Code,
  Container,
  Divider,
  FileButton,
  FileInput,
  Flex,
  Group,
  Image,
  Input,
  List,
  Loader,
  Modal,
  NativeSelect,
  NavLink,
  Paper,
  PasswordInput,
  Progress,
  Radio,
  SimpleGrid,
  Skeleton,
  Space,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
  rem,
  useMantineTheme,
} from '@mantine/core';
export type * from '@mantine/core';
export { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
export {
  hasLength,
  isEmail,
  isInRange,
  isNotEmpty,
  matches,
  useForm,
  type UseFormReturnType,
} from '@mantine/form';
export { notifications } from '@mantine/notifications';

const floating = () => import('./ui-kit-floating');
type FloatingPart = keyof Awaited<ReturnType<typeof floating>>;
const load = (name: FloatingPart) => () => floating().then((m) => m[name]);

export const Select = lazyPart(load('Select')) as unknown as typeof MantineSelect;
export const MultiSelect = lazyPart(load('MultiSelect')) as unknown as typeof MantineMultiSelect;
export const ColorInput = lazyPart(load('ColorInput')) as unknown as typeof MantineColorInput;
export const NumberInput = lazyPart(load('NumberInput')) as unknown as typeof MantineNumberInput;
export const Pagination = lazyPart(load('Pagination')) as unknown as typeof MantinePagination;
export const ScrollArea = lazyPart(load('ScrollArea')) as unknown as typeof MantineScrollArea;
export const Tooltip = lazyPart(load('Tooltip')) as unknown as typeof MantineTooltip;
export const Menu = lazyCompound(load('Menu'), [
  'Target',
  'Dropdown',
  'Item',
  'Label',
  'Divider',
]) as unknown as typeof MantineMenu;
export const Popover = lazyCompound(load('Popover'), [
  'Target',
  'Dropdown',
]) as unknown as typeof MantinePopover;

/** Fetches the lazily loaded components ahead of use (the shell calls it when it is idle). */
export function preloadUiKit(): void {
  void floating();
}
