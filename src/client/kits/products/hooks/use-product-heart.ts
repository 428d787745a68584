import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GiftProduct } from '#shared/schemas/products';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { loginPathFor } from '#client/lib/return-path';
import { useHeartMutation } from '#client/kits/products/api/products-api';

/** core-app.md 4 "Gift card heart": the two toasts, exactly. */
export const ADDED_TOAST = 'Added to wishlist';
const REMOVED_TOAST = 'Removed from wishlist';
const SIGN_IN_TO_SAVE = 'Sign in to save gifts to your wishlist';

/** What a card's heart needs: whether it is pressed, whether it is waiting, and what a press does. */
export interface HeartControl {
  pressed: boolean;
  busy?: boolean;
  onToggle(): void;
}

/**
 * The heart of one product card. Signed in, it saves the product to the person's default wishlist (or
 * takes it out) on the server, so it survives a reload; signed out, it offers sign-in.
 */
export function useProductHeart(product: Pick<GiftProduct, 'id' | 'inWishlist'>): HeartControl {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mutation = useHeartMutation();
  // The press shows at once even where the card's product is not in a cached product list (the cached
  // lists flip too); it gives way as soon as the product itself changes (it then agrees with the press).
  const [press, setPress] = useState<{ pressed: boolean; over: boolean } | null>(null);
  const pressed = press !== null && press.over === product.inWishlist ? press.pressed : product.inWishlist;
  return {
    pressed,
    busy: mutation.isPending,
    onToggle() {
      if (!user) {
        toast(SIGN_IN_TO_SAVE, { id: 'heart-sign-in', action: { label: 'Sign in', onClick: () => navigate(loginPathFor(pathname + search)) } });
        return;
      }
      if (mutation.isPending) return;
      const add = !pressed;
      setPress({ pressed: add, over: product.inWishlist });
      mutation.mutate(
        { productId: product.id, add },
        {
          onSuccess: () => {
            toast.success(add ? ADDED_TOAST : REMOVED_TOAST);
          },
          onError: (error) => {
            setPress(null);
            toast.error(isApiError(error) ? error.message : add ? 'Could not add the gift to your wishlist.' : 'Could not remove the gift.');
          },
        },
      );
    },
  };
}
