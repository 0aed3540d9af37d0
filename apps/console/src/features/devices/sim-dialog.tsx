import { deviceEndpoints } from '@vigil/sdk';
import { Dialog, DialogContent, DialogHeader, DialogTitle, Panel, ProgressBar, Spinner } from '@vigil/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { QueryError } from '../data/query-error';
import { unwrap } from '../data/unwrap';
import { useDateTime } from '../format/use-date-time';
import { useYuan } from '../format/use-yuan';
import { useCanCall } from '../permissions/use-permission';

export interface SimDialogProps {
  module: string;
  imei: string;
  onClose: () => void;
}

/** A device's SIM data plan (used of total MB, expiry) and its account (holder, balance in yuan), each if readable. */
export default function SimDialog({ module, imei, onClose }: SimDialogProps) {
  const t = useT();
  const time = useDateTime();
  const yuan = useYuan();
  const canFlows = useCanCall(deviceEndpoints.flows, module);
  const canAccount = useCanCall(deviceEndpoints.accounts, module);
  // Read afresh at each opening (nothing kept from the last one): a plan or balance changes between two looks.
  const flows = useQuery({ queryKey: ['devices.flows', module, imei], enabled: canFlows, staleTime: 0, gcTime: 0, queryFn: async () => (await unwrap(fullClient.devices.flows({ imei }))).rows });
  const accounts = useQuery({ queryKey: ['devices.accounts', module, imei], enabled: canAccount, staleTime: 0, gcTime: 0, queryFn: async () => (await unwrap(fullClient.devices.accounts({ imei }))).rows });
  const plan = flows.data?.[0];
  const account = accounts.data?.[0];
  const used = Number(plan?.used ?? Number.NaN);
  const total = Number(plan?.total ?? Number.NaN);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('list.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('device.simTitle', { imei })}</DialogTitle>
        </DialogHeader>
        {canFlows && (
          <Section title={t('device.simPlan')} query={flows} empty={plan ? null : t('device.simNone')}>
            {plan && (
              <>
                <Field label={t('device.simUsed')}>
                  {Number.isFinite(total) ? t('device.simUsage', { used: plan.used ?? '—', total }) : String(plan.used ?? '—')}
                  {Number.isFinite(used) && total > 0 && <ProgressBar className="mt-1 w-40" value={used} max={total} label={t('device.simUsed')} tone={used / total > 0.9 ? 'danger' : 'primary'} />}
                </Field>
                <Field label={t('device.simExpires')}>{time(plan.expireTime)}</Field>
              </>
            )}
          </Section>
        )}
        {canAccount && (
          <Section title={t('device.account')} query={accounts} empty={account ? null : t('device.accountNone')}>
            {account && (
              <>
                <Field label={t('device.accountHolder')}>{account.userName ?? '—'}</Field>
                <Field label={t('device.accountBalance')}>{yuan(account.balance)}</Field>
              </>
            )}
          </Section>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface SectionProps {
  title: string;
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  empty: string | null;
  children: ReactNode;
}

function Section({ title, query, empty, children }: SectionProps) {
  const t = useT();
  let body: ReactNode = children;
  if (query.isError && query.error) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending) body = <Spinner label={t('list.loading')} />;
  else if (empty) body = <p className="text-muted-foreground text-sm">{empty}</p>;
  return (
    <Panel tone="flush" gap="sm" title={title} headingLevel={3}>
      <dl className="grid gap-2 text-sm">{body}</dl>
    </Panel>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-mono">{children}</dd>
    </div>
  );
}
