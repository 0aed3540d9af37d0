import { useQuery } from '@tanstack/react-query';
import type { Share } from '@vigil/sdk';
import { Button, type ColumnDef, ConfirmDialog, Table } from '@vigil/ui';
import { useMemo, useState } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import { useAfterSave } from '../data/use-after-save';
import { useDateTime } from '../format/use-date-time';

/** Whose shares: one device's (`imei`), or those of a product's devices (`productId`, with a device column). */
export type ShareListProps = { imei: string; productId?: undefined; caption?: string } | { imei?: undefined; productId: string; caption?: string };

/** The phones a device (or a product's devices) is shared with (sensors.shares), each revocable after a confirmation (sensors.removeShare). */
export function ShareList({ imei, productId, caption }: ShareListProps) {
  const t = useT();
  const time = useDateTime();
  const afterSave = useAfterSave(['sensors.shares']);
  const [revoking, setRevoking] = useState<Share | null>(null);
  const shares = useQuery({
    queryKey: ['sensors.shares', imei ?? productId],
    queryFn: async () => (await unwrap(fullClient.sensors.shares({ ...(imei ? { imei } : { productId }), pageNum: 1, pageSize: 100 }))).rows,
  });

  const columns = useMemo<ColumnDef<Share>[]>(
    () => [
      ...(imei ? [] : [{ id: 'imei', header: () => t('device.imei'), cell: ({ row }) => <span className="font-mono">{row.original.imei}</span> } satisfies ColumnDef<Share>]),
      { id: 'phone', header: () => t('device.sharePhone'), cell: ({ row }) => row.original.phone },
      { id: 'permission', header: () => t('device.sharePermission'), cell: ({ row }) => t(row.original.permission === 'edit' ? 'device.shareEdit' : 'device.shareView') },
      { id: 'createTime', header: () => t('device.shareTime'), cell: ({ row }) => time(row.original.createTime) },
      {
        id: 'actions',
        header: () => t('list.actions'),
        cell: ({ row }) => (
          <Button variant="link" size="sm" aria-label={`${t('device.revoke')} ${row.original.phone}`} onClick={() => setRevoking(row.original)}>
            {t('device.revoke')}
          </Button>
        ),
      },
    ],
    [imei, t, time],
  );

  const revoke = async (share: Share) => {
    setRevoking(null);
    await afterSave(fullClient.sensors.removeShare({ id: String(share.id) }), 'device.revoked');
  };

  return (
    <>
      <Table
        caption={caption ?? t('device.shareList')}
        columns={columns}
        data={shares.data ?? []}
        getRowId={(share) => String(share.id)}
        loading={shares.isFetching}
        empty={<p className="p-6 text-center text-sm text-muted-foreground">{t('device.noShares')}</p>}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t('list.confirmTitle')}
        description={t('device.confirmRevoke', { phone: revoking?.phone ?? '' })}
        onConfirm={() => void (revoking && revoke(revoking))}
        onCancel={() => setRevoking(null)}
        confirmLabel={t('list.confirm')}
        cancelLabel={t('list.cancel')}
        closeLabel={t('list.close')}
        confirmVariant="danger"
      />
    </>
  );
}
