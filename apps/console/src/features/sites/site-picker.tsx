import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { SearchSelect } from '../forms/search-select';
import { fetchSitePage } from './site-list';

/** How many sites the picker lists at once; a name search narrows them. */
const PICKER_SIZE = 50;

interface SitePickerProps {
  siteId: string;
  onChange: (siteId: string) => void;
}

/** Chooses the site a gas view shows: a name search narrows the sites listed in the select. */
export function SitePicker({ siteId, onChange }: SitePickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const name = search.trim();
  const sites = useQuery({
    queryKey: ['sites.list', 'picker', name],
    queryFn: () => fetchSitePage({ filters: name ? { name } : {}, pageNum: 1, pageSize: PICKER_SIZE }),
  });
  const options = (sites.data?.rows ?? []).map((s) => ({ value: String(s.id), text: s.name }));
  return (
    <SearchSelect
      search={{ label: t('site.pickerSearch'), name: 'siteSearch', value: search, onChange: setSearch }}
      label={t('site.picker')}
      name="siteId"
      placeholder={t('site.pickerPlaceholder')}
      value={siteId}
      onChange={onChange}
      options={options}
    />
  );
}
