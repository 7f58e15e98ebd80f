import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { i18n as appI18n, I18nProvider, type I18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
}

/** Query cache, translations and the toast region. */
export function AppProvider({ children, queryClient, i18n = appI18n }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        {children}
        <ToasterOnDemand />
      </I18nProvider>
    </QueryClientProvider>
  );
}
