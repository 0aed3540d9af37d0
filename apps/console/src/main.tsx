import { configureForStrictCsp } from '@vigil/sdk/auth';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BASE_PATH } from './app/base-path';
import { loadRuntimeSettings, runtimeSettings, SETTINGS_FILE } from './app/runtime-settings';
import { settings } from './app/services';
import { SettingsErrorPage } from './app/settings-error-page';
import { atMost, FIRST_DATA_WAIT_MS, startPageCode, startPageData } from './app/start-up';
import { markStartUp } from './app/start-up-marks';
import { loadCatalog } from './i18n/translator';
// The signed-out pages' sheet; the whole app's loads with the signed-in code (app/full-styles.ts).
import 'virtual:vigil-signed-out-styles.css';
import './styles.css';

// The web server's CSP allows no eval (deploy/): validate through zod's interpreter, without its eval probe.
configureForStrictCsp();

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

// The site's settings file (API base, sockets, first language…) is read before the first render; every module reads
// it at use time, so nothing waits for it but the render. A refused file is shown, key by key, instead of the app.
const path = location.pathname.startsWith(BASE_PATH) ? location.pathname.slice(BASE_PATH.length) || '/' : location.pathname;
const reading = loadRuntimeSettings(`${import.meta.env.BASE_URL}${SETTINGS_FILE}`);
// The page's code is asked for beside the settings file (asked first: the browser's few connections serve it first),
// its data as soon as that file names the API.
const pageCode = startPageCode(path, location.search);
void pageCode.then(() => markStartUp('code'));
void reading.then(async (reading) => {
  settings.applySiteLanguage(runtimeSettings().language);
  markStartUp('settings');
  const pageData = reading.ok ? startPageData(path, location.search) : Promise.resolve();
  void pageData.then(() => markStartUp('data'));
  // The first paint needs the current language's texts (the other catalog loads on switching), and the page's code:
  // rendered before it, the page would suspend and React would hold its reveal back (app/start-up.ts). Then the
  // page's data, for a short while: the page paints once, with it.
  await Promise.all([loadCatalog(settings.state.language), pageCode]);
  await atMost(pageData, FIRST_DATA_WAIT_MS);
  markStartUp('render');
  root.render(<StrictMode>{reading.ok ? <App /> : <SettingsErrorPage problems={reading.problems} language={settings.state.language} />}</StrictMode>);
});
