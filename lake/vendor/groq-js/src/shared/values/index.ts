export * from './Path'
export * from './StreamValue'
export * from './types'
export * from './utils'
