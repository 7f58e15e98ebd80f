import { useEffect, useState, type ComponentType } from 'react';
import { useToasts } from '@/hooks/use-toast';

let LoadedToaster: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/** True once the notification region's code is here (a toast then shows at once). */
export function isToasterLoaded(): boolean {
  return LoadedToaster !== null;
}

/** Loads the notification region's code (once). */
export function loadToaster(): Promise<ComponentType> {
  loading ??= import('./toaster').then((module) => {
    LoadedToaster = module.Toaster;
    return module.Toaster;
  });
  return loading;
}

/**
 * The notification region, loaded with the first toast: Radix Toast is about 8 KB gzipped that a
 * reader who never sees a toast need not download. Once loaded it stays mounted (F8, the closing
 * of a toast), and renders at once from then on.
 */
export function ToasterOnDemand() {
  const hasToasts = useToasts().length > 0;
  const [Toaster, setToaster] = useState<ComponentType | null>(() => LoadedToaster);
  useEffect(() => {
    if (Toaster || !hasToasts) return;
    let active = true;
    void loadToaster().then((component) => {
      if (active) setToaster(() => component);
    });
    return () => {
      active = false;
    };
  }, [Toaster, hasToasts]);
  return Toaster ? <Toaster /> : null;
}
