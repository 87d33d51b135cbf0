export declare const THEME_STORAGE_KEY: 'theme';
export declare const DEFAULT_THEME: 'dark';
export declare const THEME_BOOT_SCRIPT: string;
