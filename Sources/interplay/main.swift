print("interplay")
