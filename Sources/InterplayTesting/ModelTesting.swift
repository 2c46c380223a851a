/// Placeholder (replaced below).
