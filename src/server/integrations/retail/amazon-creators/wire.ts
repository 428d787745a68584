import { z } from 'zod';

// The replies as Amazon documents them, parsed with zod (only the parts read here). Any field may be missing
// or of another type than documented: such a field reads as absent and the rest of the item is kept (an
// item without an ASIN or a title is left out by mapRetailProduct).

/** A field that reads as absent when it is missing or not what the schema says. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const Text = optional(z.string().trim().min(1));
/** Amazon sends numbers, sometimes as strings. */
const Num = optional(z.union([z.number(), z.string().trim().min(1).transform(Number)]).pipe(z.number().finite()));
/** The entries of a list that match, the others left out; not a list: empty. */
const listOf = <T extends z.ZodType>(schema: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((entries) => entries.flatMap((entry) => {
      const parsed = schema.safeParse(entry);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }));
const Displayed = optional(z.object({ displayValue: Text }));
const Money = optional(z.object({ amount: Num, currency: Text }));
const ImageUrl = optional(z.object({ url: Text }));

export const WireListing = z.object({
  isBuyBoxWinner: optional(z.boolean()),
  price: optional(z.object({ money: Money, savingBasis: optional(z.object({ money: Money })) })),
  merchantInfo: optional(z.object({ name: Text })),
  dealDetails: optional(z.object({ accessType: Text })),
});
export type WireListing = z.infer<typeof WireListing>;

const WireBrowseNode = z.object({ displayName: Text, contextFreeName: Text, salesRank: Num });

export const WireItem = z.object({
  asin: Text,
  detailPageURL: Text,
  itemInfo: optional(
    z.object({
      title: Displayed,
      byLineInfo: optional(z.object({ brand: Displayed, manufacturer: Displayed })),
      features: optional(z.object({ displayValues: listOf(z.string().trim().min(1)) })),
      classifications: optional(z.object({ productGroup: Displayed })),
      productInfo: optional(z.object({ releaseDate: Displayed })),
    }),
  ),
  images: optional(z.object({ primary: optional(z.object({ large: ImageUrl, medium: ImageUrl, small: ImageUrl })) })),
  offersV2: optional(z.object({ listings: listOf(WireListing) })),
  customerReviews: optional(z.object({ count: Num, starRating: optional(z.object({ value: Num })) })),
  browseNodeInfo: optional(z.object({ browseNodes: listOf(WireBrowseNode), websiteSalesRank: optional(z.object({ salesRank: Num })) })),
});
export type WireItem = z.infer<typeof WireItem>;

/** searchItems and getItems: the items, or only errors[] when nothing matched. */
export const ItemsContainer = z.object({ items: z.array(z.unknown()).optional() });
export const WireReply = z
  .object({ searchResult: z.unknown().optional(), itemsResult: z.unknown().optional(), errors: optional(z.array(z.unknown())) })
  .catch({ searchResult: undefined, itemsResult: undefined, errors: undefined });

/** The OAuth token reply: {access_token, expires_in, token_type}. */
export const TokenReply = z.object({ access_token: z.string().trim().min(1), expires_in: Num });

/** A failure body: {type, message, reason} (Creators API), {errors: [{code, message}]}, PA-API's {Errors: [{Code, Message}]} or OAuth's {error, error_description}. */
const WireErrorEntry = z.object({ code: Text, Code: Text, message: Text, Message: Text });
export const WireError = z
  .object({
    type: Text,
    __type: Text,
    error: Text,
    reason: Text,
    message: Text,
    error_description: Text,
    errors: listOf(WireErrorEntry),
    Errors: listOf(WireErrorEntry),
  })
  .catch({ errors: [], Errors: [] });
