import { LANGUAGES, loadCatalogArea } from './i18n/translator';

// Components translate synchronously; the app loads a catalog before its first render, tests here.
await Promise.all(LANGUAGES.map((language) => loadCatalogArea('pages', language)));
