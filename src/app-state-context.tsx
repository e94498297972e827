import { createContext, useContext } from 'react';
import type { AppState } from './contract/app-state';

export const AppStateContext = createContext<AppState | null>(null);

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState outside <AppStateContext>');
  return state;
}
