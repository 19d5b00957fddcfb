// Gatsby resolves a local plugin through its package.json main; the plugin's work is in gatsby-node.ts.
