import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import countries from 'i18n-iso-countries';
import type { LocaleData } from 'i18n-iso-countries';
import { COUNTRY_CODES } from '../domain/validation/countries.js';

export interface CountryOption {
  value: string;
  label: string;
}

/** Each interface language's country names, loaded when first needed (not in the entry). */
const LOADERS: Record<string, () => Promise<{ default: LocaleData }>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  nl: () => import('i18n-iso-countries/langs/nl.json'),
  ru: () => import('i18n-iso-countries/langs/ru.json'),
};
const loaded = new Map<string, CountryOption[]>();

/** The countries the shop accepts, named (i18n-iso-countries) and sorted in `language`; English for others. */
async function loadCountryOptions(language: string): Promise<CountryOption[]> {
  const lang = language in LOADERS ? language : 'en';
  const cached = loaded.get(lang);
  if (cached) return cached;
  countries.registerLocale((await LOADERS[lang]!()).default);
  const options = COUNTRY_CODES
    .map((code) => ({ value: code, label: countries.getName(code, lang, { select: 'official' }) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  loaded.set(lang, options);
  return options;
}

/** The country options in the interface language (empty until its names have loaded). */
export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [options, setOptions] = useState<CountryOption[]>(() => loaded.get(language) ?? []);
  useEffect(() => {
    let current = true;
    void loadCountryOptions(language).then((next) => {
      if (current) setOptions(next);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return options;
}

/** The shop's one country choice (profile, holders, bank details): ISO codes, names in the visitor's language. */
export function CountrySelect(props: Omit<SelectProps, 'data'>): ReactElement {
  const options = useCountryOptions();
  return <Select searchable {...props} data={options} />;
}
