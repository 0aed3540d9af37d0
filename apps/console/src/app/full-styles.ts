// The whole app's Tailwind sheet: loaded with the signed-in code (app/pages.ts, withPagesTexts), while /login and the
// other signed-out pages load only their own (build/signed-out-styles.ts).
import 'virtual:vigil-styles.css';
