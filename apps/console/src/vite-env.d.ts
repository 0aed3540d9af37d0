/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
}

declare module 'virtual:vigil-styles.css';
declare module 'virtual:vigil-signed-out-styles.css';
