/**
 * Simplified flag drawings, generated as SVG at runtime: stripes plus an optional disc or canton.
 * Recognisable at 20×14 px, which is all a language picker needs, with no image files to fetch.
 */
export interface FlagDesign {
  stripes: readonly string[];
  vertical?: boolean;
  disc?: string;
  canton?: string;
}

export const FLAG_DESIGNS: Readonly<Record<string, FlagDesign>> = {
  gb: { stripes: ['#012169'], canton: '#C8102E' },
  cn: { stripes: ['#DE2910'], canton: '#FFDE00' },
  tw: { stripes: ['#FE0000'], canton: '#000095' },
  jp: { stripes: ['#FFFFFF'], disc: '#BC002D' },
  th: { stripes: ['#A51931', '#F4F5F8', '#2D2A4A', '#2D2A4A', '#F4F5F8', '#A51931'] },
  vn: { stripes: ['#DA251D'], disc: '#FFFF00' },
  mm: { stripes: ['#FECB00', '#34B233', '#EA2839'], disc: '#FFFFFF' },
  es: { stripes: ['#AA151B', '#F1BF00', '#F1BF00', '#AA151B'] },
  in: { stripes: ['#FF9933', '#FFFFFF', '#138808'], disc: '#000080' },
  id: { stripes: ['#CE1126', '#FFFFFF'] },
  kh: { stripes: ['#032EA1', '#E00025', '#E00025', '#032EA1'] },
  kr: { stripes: ['#FFFFFF'], disc: '#CD2E3A' },
  my: { stripes: ['#CC0001', '#FFFFFF', '#CC0001', '#FFFFFF'], canton: '#010066' },
  br: { stripes: ['#009C3B'], disc: '#FFDF00' },
  lk: { stripes: ['#8D153A'], canton: '#FFBE29' },
  bd: { stripes: ['#006A4E'], disc: '#F42A41' },
  sa: { stripes: ['#006C35'], disc: '#FFFFFF' },
  uz: { stripes: ['#0099B5', '#FFFFFF', '#1EB53A'] },
  ru: { stripes: ['#FFFFFF', '#0039A6', '#D52B1E'] },
  ph: { stripes: ['#0038A8', '#CE1126'], canton: '#FFFFFF' },
  pk: { stripes: ['#FFFFFF', '#01411C', '#01411C', '#01411C'], vertical: true },
  tr: { stripes: ['#E30A17'], disc: '#FFFFFF' },
  ir: { stripes: ['#239F40', '#FFFFFF', '#DA0000'] },
  kz: { stripes: ['#00AFCA'], disc: '#FEC50C' },
  la: { stripes: ['#CE1126', '#002868', '#002868', '#CE1126'], disc: '#FFFFFF' },
  np: { stripes: ['#DC143C'], canton: '#003893' },
  fr: { stripes: ['#002395', '#FFFFFF', '#ED2939'], vertical: true },
  de: { stripes: ['#000000', '#DD0000', '#FFCE00'] },
  it: { stripes: ['#009246', '#FFFFFF', '#CE2B37'], vertical: true },
  nl: { stripes: ['#AE1C28', '#FFFFFF', '#21468B'] },
  pl: { stripes: ['#FFFFFF', '#DC143C'] },
  ua: { stripes: ['#0057B7', '#FFD700'] },
  gr: { stripes: ['#0D5EAF', '#FFFFFF', '#0D5EAF', '#FFFFFF', '#0D5EAF'], canton: '#0D5EAF' },
  cz: { stripes: ['#FFFFFF', '#D7141A'], canton: '#11457E' },
  ro: { stripes: ['#002B7F', '#FCD116', '#CE1126'], vertical: true },
  hu: { stripes: ['#CE2939', '#FFFFFF', '#477050'] },
  se: { stripes: ['#006AA7'], canton: '#FECC00' },
  mn: { stripes: ['#C4272F', '#015197', '#C4272F'], vertical: true },
  ge: { stripes: ['#FFFFFF'], disc: '#FF0000' },
};
