import { paymentEndpoints } from '@vigil/sdk';
import { createTableClient, isSuccess } from '@vigil/sdk/client';
import { clientOptions } from '../../app/api';
import { fullClient } from '../../app/full-client';
import type { PaymentCalls } from './use-payment';

/**
 * The payment calls without the console's error toasts: the page asks for the order's state every 2 s and closes a
 * pending order when it goes away, and neither should toast (a failed poll is asked again; a failed close on leaving
 * the page is of no interest to anyone).
 */
const quiet = createTableClient(clientOptions, { payments: paymentEndpoints });

/** The member centre's payment calls: opening an order toasts its refusal (the user asked for it), the rest are quiet. */
export const paymentCalls: PaymentCalls = {
  pay: async (amount) => {
    const result = await fullClient.payments.wechatPay({ amount });
    return isSuccess(result) ? result.data : null;
  },
  confirm: async (orderNo) => {
    const result = await quiet.payments.confirmPay({ orderNo });
    return isSuccess(result) ? result.data.status : null;
  },
  close: async (orderNo, leaving) => {
    await quiet.payments.closePay({ orderNo }, leaving ? { keepalive: true } : undefined);
  },
};
