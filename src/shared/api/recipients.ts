import {
  GiftIdeaInput,
  GiftIdeaListResponse,
  GiftIdeaParams,
  GiftIdeaResponse,
  RecipientDeleteResponse,
  RecipientDeletionImpact,
  RecipientIdParams,
  RecipientListQuery,
  RecipientListResponse,
  RecipientPayload,
  RecipientResponse,
  RecipientStats,
  RecipientUpdate,
} from '#shared/schemas/recipients.js';
import { defineArea } from './contract.js';

/**
 * Recipients (core-app.md 3, 5, 7; issue 11): create, list with filters, read, edit, delete (with what goes with
 * it), stats, and each recipient's private gift ideas. Another person's recipient answers 404.
 */
export const recipientsApi = defineArea('recipients', {
  create: {
    method: 'POST',
    path: '/api/recipients',
    summary: 'Add a recipient (their birthday becomes an occasion)',
    access: 'person',
    body: RecipientPayload,
    responses: { 201: RecipientResponse },
  },
  list: {
    method: 'GET',
    path: '/api/recipients',
    summary: 'The person\'s recipients, filtered by relationship, age range and text',
    access: 'person',
    query: RecipientListQuery,
    responses: { 200: RecipientListResponse },
  },
  stats: {
    method: 'GET',
    path: '/api/recipients/stats',
    summary: 'Counts for the recipients page (total, upcoming birthdays, gifts given)',
    access: 'person',
    responses: { 200: RecipientStats },
  },
  get: {
    method: 'GET',
    path: '/api/recipients/:id',
    summary: 'One of the person\'s recipients',
    access: 'person',
    params: RecipientIdParams,
    responses: { 200: RecipientResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/recipients/:id',
    summary: 'Change a recipient',
    access: 'person',
    params: RecipientIdParams,
    body: RecipientUpdate,
    responses: { 200: RecipientResponse },
  },
  deletion: {
    method: 'GET',
    path: '/api/recipients/:id/deletion',
    summary: 'What deleting a recipient would remove with it (the confirmation says it)',
    access: 'person',
    params: RecipientIdParams,
    responses: { 200: RecipientDeletionImpact },
  },
  remove: {
    method: 'DELETE',
    path: '/api/recipients/:id',
    summary: 'Delete a recipient and what goes with it',
    access: 'person',
    params: RecipientIdParams,
    responses: { 200: RecipientDeleteResponse },
  },
  ideas: {
    method: 'GET',
    path: '/api/recipients/:id/gift-ideas',
    summary: 'A recipient\'s private gift ideas',
    access: 'person',
    params: RecipientIdParams,
    responses: { 200: GiftIdeaListResponse },
  },
  addIdea: {
    method: 'POST',
    path: '/api/recipients/:id/gift-ideas',
    summary: 'Save a gift idea for a recipient',
    access: 'person',
    params: RecipientIdParams,
    body: GiftIdeaInput,
    responses: { 201: GiftIdeaResponse },
  },
  removeIdea: {
    method: 'DELETE',
    path: '/api/recipients/:id/gift-ideas/:ideaId',
    summary: 'Remove a saved gift idea',
    access: 'person',
    params: GiftIdeaParams,
    responses: { 204: null },
  },
});
