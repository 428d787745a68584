import {
  CreateRecommendationRequest,
  FeedbackRequest,
  RecommendationRunListResponse,
  RecommendationRunResponse,
  RegenerateRequest,
  RunIdParams,
  RunItemParams,
} from '#shared/schemas/gift-finder.js';
import { defineArea } from './contract.js';

/**
 * The gift finder's runs (issue 4 "/recommendations"). Signed-in only; another person's run answers 404.
 * Starting and regenerating may call the AI model, so they have their own rate limit.
 */
export const recommendationsApi = defineArea('recommendations', {
  create: {
    method: 'POST',
    path: '/api/recommendations',
    summary: 'Start a run from the wizard\'s profile (may call the AI model)',
    access: 'person',
    body: CreateRecommendationRequest,
    responses: { 201: RecommendationRunResponse },
    rateLimit: 'recommendations',
  },
  list: {
    method: 'GET',
    path: '/api/recommendations',
    summary: 'The person\'s runs, newest first',
    access: 'person',
    responses: { 200: RecommendationRunListResponse },
  },
  read: {
    method: 'GET',
    path: '/api/recommendations/:id',
    summary: 'One run with its ideas',
    access: 'person',
    params: RunIdParams,
    responses: { 200: RecommendationRunResponse },
  },
  regenerate: {
    method: 'POST',
    path: '/api/recommendations/:id/regenerate',
    summary: 'A new batch of ideas, optionally with a new budget (may call the AI model)',
    access: 'person',
    params: RunIdParams,
    body: RegenerateRequest,
    responses: { 200: RecommendationRunResponse },
    rateLimit: 'recommendations',
  },
  feedback: {
    method: 'POST',
    path: '/api/recommendations/:id/items/:itemId/feedback',
    summary: '\'More like this\' or \'not this\' on one idea',
    access: 'person',
    params: RunItemParams,
    body: FeedbackRequest,
    responses: { 200: RecommendationRunResponse },
  },
});
