import { createClient } from '@vigil/sdk';
import { clientOptions, wirePolicy } from './api';

/** Every domain of the sdk; loaded with the authenticated layout, so /login never carries it. */
export const fullClient = createClient(clientOptions);
wirePolicy(fullClient);
