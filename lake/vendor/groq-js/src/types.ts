export interface ParseOptions {
  params?: Record<string, unknown>
  mode?: 'normal' | 'delta'
}
