/**
 * The storefront's buy-button client (a Shopify-compatible Buy Button SDK,
 * `window.ShopifyBuy`, loaded on demand by the checkout dialog). Only the
 * calls the dialog needs are typed here.
 */
interface BuyButtonUi {
  createComponent(
    type: "product",
    options: {
      id: string;
      node: HTMLElement;
      moneyFormat?: string;
      options?: Record<string, unknown>;
    },
  ): unknown;
  destroyComponent?(type: "product", id: string): void;
}

interface BuyButtonSdk {
  buildClient(config: { domain: string; storefrontAccessToken?: string }): unknown;
  UI: { onReady(client: unknown): Promise<BuyButtonUi> };
}

class StorefrontUnavailableError extends Error {
  constructor() {
    super("The storefront buy-button client did not start");
    this.name = "StorefrontUnavailableError";
  }
}

function sdk(): BuyButtonSdk | undefined {
  const candidate = (window as unknown as { ShopifyBuy?: Partial<BuyButtonSdk> }).ShopifyBuy;
  return typeof candidate?.buildClient === "function" && typeof candidate.UI?.onReady === "function"
    ? (candidate as BuyButtonSdk)
    : undefined;
}

/**
 * Renders the storefront's buy button for one product into `node` (after the
 * script has loaded) and returns a cleanup for when the dialog closes.
 */
export async function mountBuyButton(
  node: HTMLElement,
  product: { storefrontProductId: string; buttonText: string },
  domain: string,
): Promise<() => void> {
  const buy = sdk();
  if (!buy) throw new StorefrontUnavailableError();
  const client = buy.buildClient({ domain });
  const ui = await buy.UI.onReady(client);
  ui.createComponent("product", {
    id: product.storefrontProductId,
    node,
    moneyFormat: "%E2%82%AC%7B%7Bamount%7D%7D",
    options: {
      product: {
        contents: { img: false, title: false, price: true },
        text: { button: product.buttonText },
      },
      cart: { popup: false },
    },
  });
  return () => {
    ui.destroyComponent?.("product", product.storefrontProductId);
    node.replaceChildren();
  };
}
