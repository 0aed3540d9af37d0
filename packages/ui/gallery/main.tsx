import { type ReactNode, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { scenes } from './scenes';

/** `?scene=<name>&theme=dark` picks what to show, so the a11y script can scan each state on its own. */
const params = new URLSearchParams(window.location.search);
if (params.get('theme') === 'dark') document.documentElement.classList.add('dark');
const name = params.get('scene') ?? 'base';

function Gallery({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(document.documentElement.classList.contains('dark'));
  return (
    <main className="min-h-screen bg-background p-6 text-foreground">
      <h1 className="mb-4 text-xl font-semibold">@vigil/ui — {name}</h1>
      <label className="mb-6 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={dark}
          onChange={(event) => {
            document.documentElement.classList.toggle('dark', event.target.checked);
            setDark(event.target.checked);
          }}
        />
        Dark theme
      </label>
      {children}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Gallery>{(scenes[name] ?? scenes.base)?.()}</Gallery>
    </StrictMode>,
  );
}
