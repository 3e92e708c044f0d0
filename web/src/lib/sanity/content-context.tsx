import { createContext, type ReactNode, useContext } from "react";
import type { ContentClient } from "./client";
import type { ImageUrlBuilder } from "./image";

interface ContentServices {
  client: ContentClient;
  images: ImageUrlBuilder;
}

const ContentContext = createContext<ContentServices | null>(null);

export function ContentProvider({
  value,
  children,
}: {
  value: ContentServices;
  children: ReactNode;
}) {
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

/** The image URL builder for the configured project (local lake or Sanity CDN). */
export function useImageBuilder(): ImageUrlBuilder {
  const services = useContext(ContentContext);
  if (!services) throw new Error("useImageBuilder needs <ContentProvider> above it");
  return services.images;
}
