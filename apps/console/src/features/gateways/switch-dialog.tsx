import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type GatewayState, gatewayEndpoints } from '@vigil/sdk';
import { Dialog, DialogContent, DialogHeader, DialogTitle, Empty, Spinner, Switch, Tag } from '@vigil/ui';
import { fullClient } from '../../app/full-client';
import { toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { useSystemConfirm } from '../admin/use-system-confirm';
import { QueryError } from '../data/query-error';
import { unwrap } from '../data/unwrap';
import { useCanCall } from '../permissions/use-permission';

export interface SwitchDialogProps {
  module: string;
  imei: string;
  onClose: () => void;
}

/**
 * A gateway's switch channels (gateways.channels): each channel's on/off state as the device reports it, and a switch
 * for a user who may switch (gateways.switch). Switching asks 系统提示 first; the answer is the device's new state,
 * toasted 指令下发成功 (a refusal — offline, no control — is toasted by the sdk with the server's words). A device
 * that does not support control says so.
 */
export default function SwitchDialog({ module, imei, onClose }: SwitchDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const key = ['gateways.channels', module, imei];
  const state = useQuery({ queryKey: key, queryFn: async () => (await unwrap(fullClient.gateways.channels({ imei }))).data });
  const maySwitch = useCanCall(gatewayEndpoints.switch, module);
  const confirm = useSystemConfirm();

  const toggle = (channel: number, on: boolean) =>
    confirm.ask(t('gateway.confirmSwitch', { channel, action: t(on ? 'gateway.turnOn' : 'gateway.turnOff') }), async () => {
      const result = await fullClient.gateways.switch({ imei, channel, on });
      if (result.code === 200) {
        queryClient.setQueryData<GatewayState>(key, result.data as GatewayState);
        toasts.toast({ title: t('spec.instructionSucceeded'), variant: 'success' });
      } else {
        await queryClient.invalidateQueries({ queryKey: key });
      }
    });

  let body = <Spinner label={t('list.loading')} />;
  if (state.isError) body = <QueryError error={state.error} onRetry={() => void state.refetch()} />;
  else if (state.data && !state.data.control) body = <p role="status">{t('spec.noControl')}</p>;
  else if (state.data && state.data.channels.length === 0) body = <Empty description={t('gateway.noChannels')} />;
  else if (state.data)
    body = (
      <table className="w-full text-sm" aria-label={t('gateway.channelTable')}>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 font-medium">{t('linkage.channel')}</th>
            <th className="py-1 font-medium">{t('gateway.state')}</th>
            {maySwitch && <th className="py-1 font-medium">{t('list.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {state.data.channels.map(({ channel, on }) => (
            <tr key={channel} data-testid="gateway-channel" className="border-t">
              <td className="py-2">{t('gateway.channel', { channel })}</td>
              <td className="py-2">
                <Tag variant={on ? 'success' : 'default'}>{t(on ? 'gateway.on' : 'gateway.off')}</Tag>
              </td>
              {maySwitch && (
                <td className="py-2">
                  <Switch checked={on} aria-label={t('gateway.switchOf', { channel })} onCheckedChange={(next) => toggle(channel, next)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('list.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('gateway.switchesTitle', { imei })}</DialogTitle>
        </DialogHeader>
        {body}
        {confirm.element}
      </DialogContent>
    </Dialog>
  );
}
