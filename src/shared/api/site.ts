import { ContactDetailsResponse } from '#shared/schemas/contact-details.js';
import { HomeStatsResponse } from '#shared/schemas/home-stats.js';
import { SiteConfigResponse } from '#shared/schemas/site-config.js';
import { defineArea } from './contract.js';

/** What every page reads before anyone signs in: the site settings and the site content (read on the first load of /). */
export const siteApi = defineArea('site', {
  siteConfig: {
    method: 'GET',
    path: '/api/site-config',
    summary: 'The public site settings the client acts on',
    access: 'anyone',
    responses: { 200: SiteConfigResponse },
  },
  contactDetails: {
    method: 'GET',
    path: '/api/site-content/contact',
    summary: 'The footer\'s contact email, phone and social links',
    access: 'anyone',
    responses: { 200: ContactDetailsResponse },
    // An admin's change shows within a minute.
    cache: { publicMaxAge: 60 },
  },
  homeStats: {
    method: 'GET',
    path: '/api/site-content/home-stats',
    summary: 'The home page\'s three stat tiles',
    access: 'anyone',
    responses: { 200: HomeStatsResponse },
    cache: { publicMaxAge: 60 },
  },
});
