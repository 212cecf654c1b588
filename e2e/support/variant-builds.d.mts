export declare function variantVersions(root: string): { current: string; nextMinor: string; nextMajor: string };
export declare function variants(root: string): { folder: string; version: string }[];
export declare function variantDist(root: string, folder: string, version: string): string;
export declare function buildVariants(root: string): Promise<void>;
export declare function linkNextMinorSite(root: string, siteDir: string): string;
