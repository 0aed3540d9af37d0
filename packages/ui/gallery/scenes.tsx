import type { ReactNode } from 'react';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Button,
  Checkbox,
  type ColumnDef,
  ConfirmDialog,
  createToastStore,
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Empty,
  Panel,
  FormField,
  Input,
  Pagination,
  Popover,
  PopoverContent,
  PopoverTrigger,
  ProgressBar,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
  Switch,
  Table,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Tag,
  Toaster,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  tagVariantNames,
} from '../src/index';

interface Device {
  imei: string;
  name: string;
  state: 'online' | 'alarm' | 'offline';
}

const stateTag = { online: 'success', alarm: 'danger', offline: 'info' } as const;
const columns: ColumnDef<Device>[] = [
  { accessorKey: 'imei', header: 'IMEI' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'state', header: 'State', cell: ({ row }) => <Tag variant={stateTag[row.original.state]}>{row.original.state}</Tag> },
];
const devices: Device[] = Array.from({ length: 8 }, (_, i) => ({
  imei: `8610${String(i).padStart(4, '0')}`,
  name: `Gas alarm ${i + 1}`,
  state: (['online', 'alarm', 'offline'] as const)[i % 3] ?? 'online',
}));

const noop = () => {};

const languages = [
  { value: 'zh-CN', label: '简体中文', disabled: false },
  { value: 'en', label: 'English', disabled: false },
  { value: 'ja', label: '日本語', disabled: true },
];

/** The language options; the form shows only the enabled ones, the select scene a disabled one too. */
function LanguageItems({ withDisabled = false }: { withDisabled?: boolean }) {
  return languages
    .filter((language) => withDisabled || !language.disabled)
    .map(({ value, label, disabled }) => (
      <SelectItem key={value} value={value} disabled={disabled}>
        {label}
      </SelectItem>
    ));
}

/** A checkbox or switch with its label beside it. */
function Inline({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      {children}
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-8 grid gap-3">
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </section>
  );
}

function Base() {
  return (
    <TooltipProvider>
      <Section title="Buttons">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="link">Link</Button>
        <Button loading>Saving</Button>
        <Button disabled>Disabled</Button>
      </Section>
      <Section title="Tags">
        {tagVariantNames.map((variant) => (
          <Tag key={variant} variant={variant}>
            {variant}
          </Tag>
        ))}
        <Tag variant="primary" onClose={noop} closeLabel="Close Home">
          Home
        </Tag>
      </Section>
      <Section title="Form">
        <div className="grid w-72 gap-4">
          <FormField label="Account" hint="4 to 20 characters" required>
            <Input placeholder="admin" required />
          </FormField>
          <FormField label="Password" error="Please enter your password">
            <Input type="password" />
          </FormField>
          <FormField label="Language">
            {(control) => (
              <Select defaultValue="en">
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <LanguageItems />
                </SelectContent>
              </Select>
            )}
          </FormField>
          <Inline id="remember" label="Remember me">
            <Checkbox id="remember" defaultChecked />
          </Inline>
          <Inline id="sound" label="Alarm sound">
            <Switch id="sound" defaultChecked />
          </Inline>
        </div>
      </Section>
      <Section title="Navigation">
        <Breadcrumb>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink href="#home">Home</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>Message centre</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
        <Tabs defaultValue="info" className="w-full">
          <TabsList aria-label="Profile">
            <TabsTrigger value="info">Basic info</TabsTrigger>
            <TabsTrigger value="password">Change password</TabsTrigger>
          </TabsList>
          <TabsContent value="info">Basic info panel</TabsContent>
          <TabsContent value="password">Password panel</TabsContent>
        </Tabs>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline">Hover me</Button>
          </TooltipTrigger>
          <TooltipContent>Full screen</TooltipContent>
        </Tooltip>
      </Section>
      <Section title="Feedback">
        <Spinner />
        <div className="grid w-48 gap-4">
          <ProgressBar label="Upload" value={60} />
          <ProgressBar label="Battery" value={15} tone="danger" />
        </div>
        <Empty />
      </Section>
      <Section title="Panels">
        <Panel title="Storage" headingLevel={3} description="Files are kept for 30 days" className="w-64">
          <ProgressBar label="Used space" value={40} />
        </Panel>
        <Panel tone="plain" title="Results" headingLevel={3} gap="sm" actions={<Tag variant="success">Online</Tag>} className="w-64">
          <p className="text-sm">2 sent, 0 failed</p>
        </Panel>
        <Panel tone="flush" title="SIM plan" headingLevel={3} className="w-48">
          <p className="text-sm">120 / 500 MB</p>
        </Panel>
      </Section>
      <Section title="Table">
        <Table
          className="w-full"
          columns={columns}
          data={devices}
          getRowId={(d) => d.imei}
          selectable
          rowLabel={(d) => `Select ${d.imei}`}
          pagination={{ mode: 'client', pageSize: 5, pageSizeOptions: [5, 10] }}
        />
        <Pagination page={5} pageSize={10} total={200} onPageChange={noop} pageSizeOptions={[10, 20]} onPageSizeChange={noop} />
      </Section>
    </TooltipProvider>
  );
}

const toasts = createToastStore({ limit: 4 });
for (const variant of ['error', 'success', 'info', 'warning'] as const) {
  toasts.toast({ variant, title: `${variant} title`, description: `The ${variant} description`, durationMs: 600_000 });
}

export const scenes: Record<string, () => ReactNode> = {
  base: () => <Base />,
  confirm: () => (
    <ConfirmDialog
      open
      onOpenChange={noop}
      title="System prompt"
      description="Your session has expired. Log in again?"
      confirmLabel="Log in again"
      onConfirm={noop}
    />
  ),
  drawer: () => (
    <Drawer open>
      <DrawerContent width="20%">
        <DrawerHeader>
          <DrawerTitle>Alarm push</DrawerTitle>
          <DrawerDescription>Push and sound settings</DrawerDescription>
        </DrawerHeader>
        <Inline id="push" label="Push">
          <Switch id="push" defaultChecked />
        </Inline>
      </DrawerContent>
    </Drawer>
  ),
  menu: () => (
    <DropdownMenu open>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">admin</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Account</DropdownMenuLabel>
        <DropdownMenuItem>Personal info</DropdownMenuItem>
        <DropdownMenuItem disabled>Member centre</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger">Log out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  popover: () => (
    <Popover open>
      <PopoverTrigger asChild>
        <Button variant="outline">QR code</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Download the app" className="w-72">
        <p className="text-sm text-muted-foreground">Scan to install the Android app.</p>
      </PopoverContent>
    </Popover>
  ),
  select: () => (
    <div className="w-48">
      <Select open defaultValue="en">
        <SelectTrigger aria-label="Language">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <LanguageItems withDisabled />
        </SelectContent>
      </Select>
    </div>
  ),
  toast: () => <Toaster store={toasts} />,
};
