# panels
