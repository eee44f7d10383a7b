'use client';

import { useEffect } from 'react';
import { useRouter } from 'waku/router/client';
import { locationPath } from './location-path';
import { type PageViewDetailsData, providePageViewDetails } from './page-view-details';

/**
 * A page's contribution to its page view (page-view-details.ts): render it where the details are
 * known. A leaf with no output; keyed on the values, so a re-render with the same details does nothing.
 */
export function PageViewDetails(details: PageViewDetailsData) {
  const { path, query } = useRouter();
  const key = JSON.stringify(details);
  // Again on every navigation: the same details under a new address (one 404 after another) are new.
  useEffect(() => {
    providePageViewDetails(locationPath(window.location).path, JSON.parse(key) as PageViewDetailsData);
  }, [key, path, query]);
  return null;
}
