import { LANGUAGES, loadCatalog } from './i18n/translator';

// Components translate synchronously; the app loads a catalog before its first render, tests here.
await Promise.all(LANGUAGES.map(loadCatalog));
