from rest_framework import serializers

from shop.models import Customer, Product


class ProductSerializer(serializers.ModelSerializer):
    class Meta:
        model = Product
        fields = ["id", "name", "price", "stock"]


class CustomerSerializerV1(serializers.ModelSerializer):
    class Meta:
        model = Customer
        fields = ["id", "name"]


class CustomerSerializerV2(serializers.ModelSerializer):
    first_name = serializers.SerializerMethodField()
    last_name = serializers.SerializerMethodField()

    class Meta:
        model = Customer
        fields = ["id", "first_name", "last_name"]

    def get_first_name(self, obj):
        return obj.name.partition(" ")[0]

    def get_last_name(self, obj):
        return obj.name.partition(" ")[2]
