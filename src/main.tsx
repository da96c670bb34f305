import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { activateLocale } from '@/i18n/i18n';
import { isLocale, readSavedLocale, resolveLocale, saveLocale } from '@/i18n/locale';
import { openDatabase } from '@/data';
import { App } from './app/app';
import { registerServiceWorker } from './app/components/update-prompt';

async function boot() {
  const locale = resolveLocale(window.location.search, readSavedLocale());
  // A language chosen by ?lang= is remembered like one chosen with the switch.
  if (isLocale(new URLSearchParams(window.location.search).get('lang'))) saveLocale(locale);
  // Korean needs its file before the first render; English has its built-ins.
  const ready = activateLocale(locale);
  void openDatabase();
  if (locale !== 'en') await Promise.race([ready, new Promise((r) => setTimeout(r, 2500))]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void registerServiceWorker();
}

void boot();
