import { ChakraProvider } from "@chakra-ui/react";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { readWebEnv } from "./lib/env";
import { createContentClient } from "./lib/sanity/client";
import { ContentProvider } from "./lib/sanity/content-context";
import { createImageBuilder } from "./lib/sanity/image";
import { createAppRouter } from "./router";
import { system } from "./theme";

function start(container: HTMLElement) {
  const root = createRoot(container);
  let router: ReturnType<typeof createAppRouter>;
  let content: Parameters<typeof ContentProvider>[0]["value"];
  try {
    const env = readWebEnv();
    const client = createContentClient(env.sanity);
    client.preload();
    content = { client, images: createImageBuilder(env.sanity) };
    router = createAppRouter({ content: content.client });
  } catch (error) {
    // A misconfigured build must say what is wrong instead of showing a blank page.
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    container.textContent = `The site is misconfigured: ${message}`;
    return;
  }
  root.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <ContentProvider value={content}>
          <RouterProvider router={router} />
        </ContentProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}

const container = document.getElementById("root");
if (container) start(container);
