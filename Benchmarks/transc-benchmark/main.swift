// Placeholder until the first benchmark lands.
print("transc-benchmark")
