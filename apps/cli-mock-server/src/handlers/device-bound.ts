import type { CollectionHandlers } from '../crud';
import { paginate } from '../crud';
import type { Handler } from './types';

/**
 * The list of a collection whose rows follow a device by IMEI (shares, contacts, sensor configurations), narrowed to
 * one product's devices when the request names `productId` (a module page asks for its own devices' rows only).
 */
export function deviceBoundList(handlers: CollectionHandlers): Handler {
  return (request, context) => {
    const { productId, ...query } = request.query;
    if (productId === undefined || productId === null || productId === '') return handlers.list(request, context);
    const imeis = new Set(
      context.store
        .collection('devices')
        .filter((d) => String(d.productId) === String(productId))
        .map((d) => String(d.imei)),
    );
    const rows = handlers.query({ ...request, query }, context).filter((row) => imeis.has(String(row.imei)));
    return paginate(rows, request, (row) => handlers.present(row, context));
  };
}
