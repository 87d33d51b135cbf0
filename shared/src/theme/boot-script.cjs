// The pre-paint theme script, in plain CommonJS so the webpack config (Node) can inline it into index.html and
// theme.ts can re-export it: one copy of the rule "saved light/dark, else dark".
const THEME_STORAGE_KEY = 'theme';
const DEFAULT_THEME = 'dark';
const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark')t='${DEFAULT_THEME}';var d=document.documentElement;d.setAttribute('data-theme',t);d.style.colorScheme=t;}catch(e){document.documentElement.setAttribute('data-theme','${DEFAULT_THEME}');}})();`;

module.exports = { THEME_STORAGE_KEY, DEFAULT_THEME, THEME_BOOT_SCRIPT };
