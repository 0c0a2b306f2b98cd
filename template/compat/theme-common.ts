import { useColorMode as useThemeColorMode, type ColorMode } from '../hooks/color-mode';

/** `useColorMode()` of `@docusaurus/theme-common`: the current mode and a setter. */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void; isDarkTheme: boolean } {
  const { mode, setMode } = useThemeColorMode();
  return { colorMode: mode, setColorMode: setMode, isDarkTheme: mode === 'dark' };
}
