import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteConfigQuery } from '#client/lib/site-config';
import { blockContextMenuAndDevTools } from './devtools-block';

/** Applies the blockContextMenu site setting to the page while it is on (nothing is blocked otherwise). */
export function SiteProtections() {
  const { data } = useQuery(siteConfigQuery);
  const block = data?.blockContextMenu === true;
  useEffect(() => (block ? blockContextMenuAndDevTools() : undefined), [block]);
  return null;
}
