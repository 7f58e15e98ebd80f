import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Toaster } from '@/components/ui/toaster';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/config/app';
import { i18n as appI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
}

/** Query cache, translations, tooltips (700 ms open, 300 ms skip) and the toast region. */
export function AppProvider({ children, queryClient, i18n = appI18n }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
          {children}
          <Toaster />
        </Tooltip.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
