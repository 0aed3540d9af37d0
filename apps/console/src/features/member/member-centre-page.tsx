import { useState } from 'react';
import type { PageProps } from '../../app/pages';
import { PageFrame } from '../modules/page-frame';
import { BalanceCard } from './balance-card';
import { MemberRecords } from './member-records';
import { RechargeDialog } from './recharge-dialog';
import { useAccountMoney } from './use-account-money';
import { useOwnAccount } from './use-own-account';

/**
 * The member centre (/member/member, /members/members, the user menu's 会员中心): the signed-in user's balance and
 * frozen amount in yuan, recharge by QR code, refund/freeze/thaw (guarded), and the records as tabs.
 */
export default function MemberCentrePage({ route }: PageProps) {
  const { account } = useOwnAccount();
  const money = useAccountMoney();
  const [recharging, setRecharging] = useState(false);
  return (
    <PageFrame route={route} kind="memberCentre">
      <BalanceCard account={account} onRecharge={() => setRecharging(true)} onMoney={money.show} />
      <MemberRecords />
      {recharging && <RechargeDialog onClose={() => setRecharging(false)} />}
      {money.element}
    </PageFrame>
  );
}
