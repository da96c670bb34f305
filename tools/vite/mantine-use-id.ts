import type { Plugin } from 'vite';

/**
 * Mantine's useId starts from React's id and, in a layout effect, swaps it for a random one: every
 * component that names its parts (each input, accordion, tab...) renders a second time, synchronously,
 * right after the page is first shown. On the 52-question form that was the longest task of a cold
 * start (190 ms on a 4x slower phone). React's own ids are stable and unique within the app's one
 * root (boot.tsx creates no other), so they are used as they are.
 */
export function mantineUseId(): Plugin {
  return {
    name: 'f6-mantine-use-id',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null;
      if (!code.includes('setUuid(randomId())'))
        throw new Error('mantineUseId: @mantine/hooks use-id.mjs changed; review the patch');
      return {
        code:
          `import { useId } from "react";\n` +
          `function useId$1(staticId) {\n` +
          `\tconst reactId = useId();\n` +
          `\treturn typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/[^A-Za-z0-9_-]/g, "")}\`;\n` +
          `}\n` +
          `export { useId$1 as useId };\n`,
        map: null,
      };
    },
  };
}
