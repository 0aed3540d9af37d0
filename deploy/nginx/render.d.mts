import type { RuntimeSettings } from '@vigil/sdk/settings';

export interface RenderOptions {
  listen?: string;
  root?: string;
  backend?: string;
  base?: string;
  apiPrefix?: string;
  settings?: RuntimeSettings;
  standalone?: boolean;
  prefix?: string;
  mimeTypes?: string;
  brotli?: boolean;
}

export function renderNginx(options?: RenderOptions): string;
export function readSettings(file: string | undefined): RuntimeSettings;
