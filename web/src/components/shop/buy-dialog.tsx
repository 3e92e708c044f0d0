import { Box, Button, Dialog, Heading, Portal, Text } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";
import { useCallback, useState } from "react";
import { useConsent } from "../../lib/consent/consent-store";
import { intlLocaleOf } from "../../lib/i18n/languages";
import { useAddressLanguage } from "../../lib/i18n/use-lang-param";
import { safeHref } from "../../lib/safe-url";
import { useScript } from "../../lib/use-script";
import { brand } from "../../theme";
import { CloseIcon } from "../close-icon";
import { ConsentGate } from "../consent/consent-gate";
import { InlineLoading } from "../inline-loading";
import { formatPrice } from "./price";
import { mountBuyButton } from "./storefront";
import type { ShopPageContent, StickerProductContent } from "./types";

interface BuyDialogProps {
  open: boolean;
  product: StickerProductContent;
  page: ShopPageContent;
  onClose: () => void;
  /** The Buy button that opened the dialog: focus goes back to it on close. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The checkout dialog (its own chunk, loaded on the first Buy click). It loads
 * the storefront's buy-button script only when opened, and renders that
 * product's buy button into a container carrying its storefront id. Until the
 * visitor allows embedded content it shows a placeholder in the buy button's
 * place (ConsentGate) and nothing of the storefront loads. Escape and the close
 * buttons close it; focus is trapped inside, page scrolling is locked while
 * open, and focus returns to the Buy button on close.
 */
export default function BuyDialog({ open, product, page, onClose, returnFocusTo }: BuyDialogProps) {
  // A callback ref: the portal mounts its content a render after the dialog itself.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const scriptUrl = safeHref(page.storefrontScriptUrl);
  const storeUrl = safeHref(`https://${page.storefrontDomain}`);

  const mount = useCallback(
    () => (container ? mountBuyButton(container, product, page.storefrontDomain) : undefined),
    [container, product, page.storefrontDomain],
  );
  // The storefront's script is another site's: loaded only once embedded content is allowed.
  const allowed = useConsent("embeds") === "granted";
  const status = useScript(scriptUrl, mount, open && container !== null && allowed);

  const locale = intlLocaleOf(useAddressLanguage());
  const eur = formatPrice(product.priceEur, "EUR", locale);
  const gbp = formatPrice(product.priceGbp, "GBP", locale);

  return (
    <Dialog.Root
      // Not in the theme: the recipe ships with this lazily loaded dialog (theme.ts).
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      finalFocusEl={returnFocusTo}
      placement="center"
      size="md"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.600" />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="2xl" boxShadow="2xl" bg="white">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
              <Text
                fontSize="sm"
                fontWeight="bold"
                textTransform="uppercase"
                letterSpacing="wider"
                color={brand.accentHover}
              >
                {page.modalHeading}
              </Text>
              <Dialog.Title asChild>
                <Heading as="h2" fontSize="2xl" color={brand.ink}>
                  {product.name}
                </Heading>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {page.modalText ? (
                <Dialog.Description color={brand.inkMuted}>{page.modalText}</Dialog.Description>
              ) : null}
              {eur ? (
                <Text mt="3" fontWeight="bold" fontSize="lg" color={brand.ink}>
                  {eur}
                  {gbp ? ` (${gbp})` : ""} {product.priceNote}
                </Text>
              ) : null}
              <Box mt="5" minH="16">
                <ConsentGate category="embeds" src={scriptUrl} name={product.name}>
                  {status === "loading" ? (
                    <InlineLoading label={page.checkoutLoadingLabel} />
                  ) : null}
                  {status === "failed" ? (
                    <Box
                      role="alert"
                      bg={brand.accentSoft}
                      borderRadius="xl"
                      px="4"
                      py="3"
                      color={brand.ink}
                    >
                      <Text>{page.checkoutErrorMessage}</Text>
                      {storeUrl ? (
                        <Text mt="2">
                          <a
                            href={storeUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            style={{ textDecoration: "underline", fontWeight: 700 }}
                          >
                            {page.storefrontDomain}
                          </a>
                        </Text>
                      ) : null}
                    </Box>
                  ) : null}
                  <div
                    ref={setContainer}
                    data-storefront-product-id={product.storefrontProductId}
                    hidden={status === "failed"}
                  />
                </ConsentGate>
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button
                  variant="outline"
                  borderRadius="full"
                  borderColor={brand.accent}
                  color={brand.accentHover}
                >
                  {page.closeLabel}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <Button
                variant="ghost"
                size="sm"
                borderRadius="full"
                aria-label={page.closeLabel}
                color={brand.ink}
              >
                <CloseIcon />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
