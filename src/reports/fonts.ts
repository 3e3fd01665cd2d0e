// The report's fonts: Inter (SIL Open Font License 1.1, from @fontsource/inter), Latin subset,
// regular and bold, embedded into every PDF so accents render in any viewer.
import bold from "@fontsource/inter/files/inter-latin-700-normal.woff";
import regular from "@fontsource/inter/files/inter-latin-400-normal.woff";

export const FONTS = { regular, bold } as const;
